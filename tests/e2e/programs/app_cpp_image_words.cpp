// app_cpp_image_words: C++17 application: directives in member functions (tasks on row bands, a loop over quadrants), a template task instantiated for double and float, std::map/std::string per task, std::sort/std::transform on halves, capturing lambda, RAII in the creator.
#include <algorithm>
#include <array>
#include <cstdio>
#include <map>
#include <numeric>
#include <string>
#include <vector>

template <typename T>
static T block_sum(const std::vector<T> &v, size_t lo, size_t hi) {
  return std::accumulate(v.begin() + (long)lo, v.begin() + (long)hi, T(0));
}

template <typename T>
static T total(const std::vector<T> &v, size_t blocks) {
  std::vector<T> part(blocks);
  size_t bl = v.size() / blocks;
  for (size_t b = 0; b < blocks; b++) {
    #pragma nano task
    part[b] = block_sum(v, b * bl, (b + 1) * bl);
  }
  T s = 0;
  for (const T &p : part) s += p;
  return s;
}

class Image {
 public:
  Image(int w, int h) : w_(w), h_(h), px_((size_t)w * h) {
    for (size_t i = 0; i < px_.size(); i++) px_[i] = (int)((i * 2654435761u) >> 24) & 255;
  }
  void blur_rows(int lo, int hi) {
    for (int y = lo; y < hi; y++)
      for (int x = 1; x < w_ - 1; x++) out_at(x, y) = (px_[idx(x - 1, y)] + px_[idx(x, y)] + px_[idx(x + 1, y)]) / 3;
  }
  void blur() {
    out_.assign(px_.size(), 0);
    int bands = 4, bh = h_ / bands;
    for (int b = 0; b < bands; b++) {
      #pragma nano task
      blur_rows(b * bh, b == bands - 1 ? h_ : (b + 1) * bh);
    }
    #pragma nano wait
    px_.swap(out_);
  }
  std::array<long, 4> quadrant_sums() const {
    std::array<long, 4> q{};
    #pragma nano loop independent
    for (int k = 0; k < 4; k++) q[k] = quadrant(k);
    return q;
  }
  long checksum() const { long s = 0; for (int v : px_) s = s * 31 % 1000003 + v; return s; }
 private:
  long quadrant(int k) const {
    long s = 0;
    for (int y = (k / 2) * h_ / 2; y < (k / 2 + 1) * h_ / 2; y++)
      for (int x = (k % 2) * w_ / 2; x < (k % 2 + 1) * w_ / 2; x++) s += px_[idx(x, y)];
    return s;
  }
  size_t idx(int x, int y) const { return (size_t)y * w_ + x; }
  int &out_at(int x, int y) { return out_[idx(x, y)]; }
  int w_, h_;
  std::vector<int> px_, out_;
};

struct Timer {   // RAII: counts scopes in a caller-owned counter
  explicit Timer(int &c) : c_(c) { c_++; }
  ~Timer() { c_ += 10; }
  int &c_;
};

static void count_words(const std::string &text, std::map<std::string, int> &m) {
  size_t i = 0;
  while (i < text.size()) {
    size_t j = text.find(' ', i);
    if (j == std::string::npos) j = text.size();
    if (j > i) m[text.substr(i, j - i)]++;
    i = j + 1;
  }
}

int main() {
  std::vector<double> vd(1 << 16);
  std::vector<float> vf(1 << 16);
  for (size_t i = 0; i < vd.size(); i++) { vd[i] = (double)(i % 1000) / 8; vf[i] = (float)(i % 100) / 4; }
  std::printf("totals %.3f %.3f\n", total(vd, 8), (double)total(vf, 8));

  Image img(256, 128);
  img.blur();
  img.blur();
  auto q = img.quadrant_sums();
  std::printf("image %ld quadrants %ld %ld %ld %ld\n", img.checksum(), q[0], q[1], q[2], q[3]);

  std::vector<std::string> docs = {"a b c a", "the cat the dog", "x y z x y x", "one two three two one"};
  std::vector<std::map<std::string, int>> counts(docs.size());
  for (size_t d = 0; d < docs.size(); d++) {
    #pragma nano task
    count_words(docs[d], counts[d]);
  }
  std::map<std::string, int> all;
  for (auto &m : counts) for (auto &kv : m) all[kv.first] += kv.second;
  std::string summary;
  for (auto &kv : all) summary += kv.first + "=" + std::to_string(kv.second) + " ";
  std::printf("words %s\n", summary.c_str());

  std::vector<int> data(10000);
  for (size_t i = 0; i < data.size(); i++) data[i] = (int)((i * 7919) % 10007);
  size_t half = data.size() / 2;
  #pragma nano task
  std::sort(data.begin(), data.begin() + (long)half);
  #pragma nano task
  std::sort(data.begin() + (long)half, data.end());
  std::vector<int> merged(data.size());
  std::merge(data.begin(), data.begin() + (long)half, data.begin() + (long)half, data.end(), merged.begin());
  std::vector<int> sq(data.size());
  auto square = [](int x) { return x % 100 * (x % 100); };
  #pragma nano task
  std::transform(merged.begin(), merged.begin() + 5000, sq.begin(), square);
  #pragma nano task
  std::transform(merged.begin() + 5000, merged.end(), sq.begin() + 5000, square);
  long acc = std::accumulate(sq.begin(), sq.end(), 0L);
  std::printf("sorted ok %d merged[0..2] %d %d %d acc %ld\n", (int)std::is_sorted(merged.begin(), merged.end()), merged[0], merged[1], merged[2], acc);

  int scopes = 0;
  std::vector<long> res(8);
  for (int k = 0; k < 8; k++) {
    #pragma nano task
    {
      long s = 0;
      for (int i = 0; i < 100000; i++) s += (i ^ k) & 7;
      res[k] = s;
    }
  }
  {
    Timer t(scopes);
    long s = 0;
    for (long r : res) s += r;
    std::printf("res sum %ld\n", s);
  }
  int &ref = scopes;
  auto bump = [&ref](int by) { ref += by; };
  #pragma nano task
  bump(5);
  std::printf("scopes %d\n", scopes);
  return 0;
}
