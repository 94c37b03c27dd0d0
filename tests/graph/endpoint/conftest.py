"""Servers for the endpoint tests: ``scholarkg serve`` on a store built from examples/cvs, and the Oxigraph server
(the ``oxigraph`` package) as the triple store ``scholarkg push`` loads into.  Each runs as a real process on a free
loopback port and is stopped at the end of the module."""

from __future__ import annotations

import shutil
import socket
import subprocess
import sys
import time
import urllib.request
from collections.abc import Iterator, Sequence
from contextlib import contextmanager
from pathlib import Path

ROOT = Path(__file__).resolve().parents[3]
CVS = ROOT / "examples" / "cvs"


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def wait_for(url: str, process: subprocess.Popen, seconds: float = 60) -> None:
    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline:
        if process.poll() is not None:
            raise RuntimeError(f"the server stopped: {process.stderr.read().decode() if process.stderr else ''}")
        try:
            with urllib.request.urlopen(url, timeout=2):
                return
        except OSError:
            time.sleep(0.2)
    raise TimeoutError(f"{url} did not answer in {seconds} s")


@contextmanager
def running(command: Sequence[str], ready_url: str) -> Iterator[subprocess.Popen]:
    """Start ``command``, wait until ``ready_url`` answers, stop it on exit."""
    process = subprocess.Popen(list(command), stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
    try:
        wait_for(ready_url, process)
        yield process
    finally:
        process.terminate()
        try:
            process.wait(10)
        except subprocess.TimeoutExpired:
            process.kill()


def scholarkg(*args: str) -> list[str]:
    return [sys.executable, "-m", "graph.cli", *args]


def oxigraph_binary() -> str:
    """The Oxigraph server of the ``oxigraph`` package (installed by the test extra)."""
    beside = Path(sys.executable).with_name("oxigraph")
    found = str(beside) if beside.is_file() else shutil.which("oxigraph")
    if not found:
        raise RuntimeError("the oxigraph server is not installed (pip install -e '.[test]')")
    return found
