# deps.mk - a make rule compiling an HTG input with -MD (dependencies.test).
g.o: graph.htg.json
	$(CC) -O2 -MD -MF g.d -c graph.htg.json -o g.o
-include g.d
