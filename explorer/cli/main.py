"""Entry point: builds the parser from the command modules and never shows a traceback."""

from __future__ import annotations

import argparse
import io
import sys
from collections.abc import Callable, Sequence
from typing import NoReturn

from explorer.cli import rulesets_cmd, score_cmd, simulate_cmd, validate_cmd

# Each command module has `register(subparsers)` that adds its parser and sets `handler`.
COMMANDS = [rulesets_cmd, score_cmd, validate_cmd, simulate_cmd]

Handler = Callable[[argparse.Namespace], int]


class UsageError(Exception):
    """Bad command-line arguments: reported on one line, exit status 2."""


class Parser(argparse.ArgumentParser):
    """argparse that reports bad arguments as one line and exit status 2, without usage spam."""

    def error(self, message: str) -> NoReturn:
        raise UsageError(f"{self.prog}: {message}")


def build_parser() -> argparse.ArgumentParser:
    parser = Parser(
        prog="python -m explorer",
        description="Dixit Rules Explorer: rules, scoring and simulation.",
    )
    sub = parser.add_subparsers(dest="command", required=True, parser_class=Parser)
    for module in COMMANDS:
        module.register(sub)
    return parser


def _safe_output() -> None:
    """Text that cannot be encoded (a file name with undecodable bytes, say) is written with
    backslash escapes rather than ending the command with a traceback."""
    for stream in (sys.stdout, sys.stderr):
        if isinstance(stream, io.TextIOWrapper):
            stream.reconfigure(errors="backslashreplace")


def main(argv: Sequence[str] | None = None) -> int:
    _safe_output()
    try:
        args = build_parser().parse_args(argv)
        handler: Handler = args.handler
        return handler(args)
    except UsageError as exc:
        print(f"error: {exc}", file=sys.stderr)
        return 2
    except BrokenPipeError:
        return 0
    except KeyboardInterrupt:
        return 130
