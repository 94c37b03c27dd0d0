"""The graph stage: alias resolution, the RDF graph, queries and the network.  For now it holds the command line.

Import absolutely (``from graph.cli import main``): the package names are generic.
"""
