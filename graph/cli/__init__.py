"""The ``scholarkg`` command line: argument parsing only, each subcommand calling one public function of a stage
(:mod:`~graph.cli.commands`; the ``render`` options in :mod:`~graph.cli.render`).

>>> build_parser().parse_args(["build", "cvs", "-o", "out"]).command
'build'
"""

from graph.cli.commands import build_parser, main

__all__ = ["build_parser", "main"]
