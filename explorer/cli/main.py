"""Entry point: builds the parser from the command modules and never shows a traceback."""

from __future__ import annotations

import argparse
import io
import os
import sys
from collections.abc import Callable, Sequence
from typing import Any, NoReturn

from explorer.cli import (
    game_cmd,
    questions_cmd,
    rulesets_cmd,
    score_cmd,
    simulate_cmd,
    validate_cmd,
)
from explorer.cli.lang import (
    argparse_speaks,
    lang_help,
    language_from_env,
    requested,
    unknown_language,
)
from explorer.i18n import LANGUAGES, _, p_, using

# Each command module has `register(subparsers)` that adds its parser and sets `handler`.
COMMANDS = [rulesets_cmd, score_cmd, validate_cmd, simulate_cmd, game_cmd, questions_cmd]

Handler = Callable[[argparse.Namespace], int]


class UsageError(Exception):
    """Bad command-line arguments: reported on one line, exit status 2."""


class Parser(argparse.ArgumentParser):
    """argparse that reports bad arguments as one line and exit status 2, without usage spam;
    every parser and subparser takes `--lang` (before or after the command)."""

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        self.add_argument("--lang", metavar="LANG", default=argparse.SUPPRESS, help=lang_help())

    def error(self, message: str) -> NoReturn:
        raise UsageError(f"{self.prog}: {message}")


def build_parser() -> argparse.ArgumentParser:
    parser = Parser(
        prog="python -m explorer",
        description=_("Dixit Rules Explorer: rules, scoring and simulation."),
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
    argv = list(sys.argv[1:] if argv is None else argv)
    lang = requested(argv)
    with using(language_from_env(os.environ)):
        if lang is not None and lang not in LANGUAGES:
            return _usage_error(unknown_language(lang))
    # the whole command runs in its language, and the caller's is back afterwards
    with using(lang or language_from_env(os.environ)):
        return _run(argv)


def _usage_error(message: str) -> int:
    print(p_("command line", "error: {message}").format(message=message), file=sys.stderr)
    return 2


def _run(argv: list[str]) -> int:
    try:
        with argparse_speaks():
            args = build_parser().parse_args(argv)
        chosen = getattr(args, "lang", None)  # an abbreviation (--la fr) is read by argparse
        if chosen is not None and chosen not in LANGUAGES:
            return _usage_error(unknown_language(chosen))
        handler: Handler = args.handler
        if chosen is not None:
            with using(chosen):
                return handler(args)
        return handler(args)
    except UsageError as exc:
        return _usage_error(str(exc))
    except BrokenPipeError:
        return 0
    except KeyboardInterrupt:
        return 130
