"""The keys that lock practice links: the site's DIXIT_LINK_KEY read as one secret or several.

A secret is either
- a Fernet key (URL-safe base64 of 32 random bytes, as `Fernet.generate_key()` prints it), used
  as it is; or
- a passphrase of at least MIN_SECRET characters, stretched into a key with scrypt
  (`cryptography`'s Scrypt: N = 2**14, r = 8, p = 1, 32 bytes, the fixed salt SALT), derived once
  per process and kept.

A secret shorter than MIN_SECRET characters, or made of fewer than MIN_DISTINCT different
characters ("aaaa…", "abab…"), is refused with LinkKeyError: the page then says why and leaves its
links unencrypted rather than lock them with a key anyone could guess.

Rotation: several secrets separated by commas or line breaks (or a TOML list in Streamlit's
secrets); spaces inside a secret are part of it, around it they are dropped.
The first locks new codes; every one opens codes (`MultiFernet`), so the new secret goes first and
old ones follow until their links no longer matter. Each listed secret also opens (never locks)
the codes of the app's first encrypted links, whose key was one SHA-256 of the secret.
"""

from __future__ import annotations

import base64
import binascii
import hashlib
import os
import re
from collections.abc import Sequence
from dataclasses import dataclass, field
from functools import lru_cache

from cryptography.fernet import Fernet, MultiFernet
from cryptography.hazmat.primitives.kdf.scrypt import Scrypt

from explorer.errors import LinkKeyError
from explorer.i18n import _, n_, number

KEY_ENV = "DIXIT_LINK_KEY"  # where a local run finds its link key (Cloud: Streamlit secrets)
MIN_SECRET = 16  # characters in a passphrase (a Fernet key has 44)
MIN_DISTINCT = 8  # different characters in it: "aaaaaaaaaaaaaaaa" is not a secret
MAX_SECRETS = 8  # secrets listed at once (the newest and a few old ones)
MAX_SECRET = 1_000  # characters in one secret
SALT = b"dixit-rules-explorer/practice-link-key/scrypt/v1"
SCRYPT_N, SCRYPT_R, SCRYPT_P = 2**14, 8, 1  # 16 MiB and ~0.1 s, once per secret and process
_LEGACY_PREFIX = b"dixit-link-key/v2\0"  # the first encrypted links: sha256(prefix + secret)
_SEPARATORS = re.compile(r"[,\r\n]+")


@dataclass(frozen=True)
class LinkKey:
    """The Fernet keys of a configured link key: `keys[0]` locks, every key opens; `legacy`
    keys (the first encrypted links' derivation) only open."""

    keys: tuple[bytes, ...]
    legacy: tuple[bytes, ...] = ()
    _fernet: MultiFernet = field(init=False, repr=False, compare=False, hash=False)

    def __post_init__(self) -> None:
        if not self.keys:
            raise LinkKeyError(_("A link key needs at least one secret."))
        fernets = [Fernet(k) for k in (*self.keys, *self.legacy)]
        object.__setattr__(self, "_fernet", MultiFernet(fernets))

    def lock(self, data: bytes) -> bytes:
        """`data` encrypted and authenticated with the first key."""
        return self._fernet.encrypt(data)

    def open(self, token: bytes) -> bytes:
        """The data a token locks, with whichever key locked it; InvalidToken otherwise."""
        return self._fernet.decrypt(token)


def secrets_of(value: str | Sequence[str]) -> tuple[str, ...]:
    """The secrets a configured value lists (commas or line breaks between them)."""
    texts = [value] if isinstance(value, str) else [str(v) for v in value]
    return tuple(s.strip() for text in texts for s in _SEPARATORS.split(text) if s.strip())


def link_key(secret: str | Sequence[str] | None = None) -> LinkKey | None:
    """The link key for a configured value (the environment's DIXIT_LINK_KEY when `secret` is
    None); None when nothing is configured: codes are then plain `dx1.`. A weak or malformed
    secret raises LinkKeyError saying what is wrong (never quoting the secret)."""
    value = secret if secret is not None else os.environ.get(KEY_ENV, "")
    listed = secrets_of(value)
    if not listed:
        return None
    return _key_of(listed)


@lru_cache(maxsize=4)  # configured values, not visitor input: a handful per process
def _key_of(listed: tuple[str, ...]) -> LinkKey:
    if len(listed) > MAX_SECRETS:
        raise LinkKeyError(
            _("The link key lists {count} secrets; keep it to {most} at most.").format(
                count=number(len(listed)), most=number(MAX_SECRETS)
            )
        )
    for i, s in enumerate(listed, start=1):
        check_secret(s, i)
    keys = tuple(fernet_key(s) for s in listed)
    legacy = tuple(legacy_key(s) for s in listed)
    return LinkKey(keys, legacy)


def check_secret(secret: str, position: int = 1) -> None:
    """LinkKeyError when `secret` (the `position`-th one listed) is too weak to lock links."""
    if len(secret) > MAX_SECRET:
        raise LinkKeyError(
            _("Secret {n} of the link key is longer than {most} characters.").format(
                n=number(position), most=number(MAX_SECRET)
            )
        )
    if len(secret) < MIN_SECRET:
        raise LinkKeyError(
            n_(
                "Secret {n} of the link key has {length} character; it needs at least {least} "
                "(secrets are separated by commas or line breaks).",
                "Secret {n} of the link key has {length} characters; it needs at least {least} "
                "(secrets are separated by commas or line breaks).",
                len(secret),
            ).format(n=number(position), length=number(len(secret)), least=number(MIN_SECRET))
        )
    if len(set(secret)) < MIN_DISTINCT:
        raise LinkKeyError(
            _(
                "Secret {n} of the link key repeats a few characters; it needs at least {least} "
                "different ones (use a random one)."
            ).format(n=number(position), least=number(MIN_DISTINCT))
        )


def _as_fernet_key(secret: str) -> bytes | None:
    """`secret` when it is a Fernet key itself (URL-safe base64 of 32 bytes), else None."""
    if len(secret) != 44:
        return None
    try:
        raw = base64.urlsafe_b64decode(secret.encode("ascii"))
    except (binascii.Error, ValueError):
        return None
    if len(raw) != 32 or base64.urlsafe_b64encode(raw).decode() != secret:
        return None
    return secret.encode("ascii")


def fernet_key(secret: str) -> bytes:
    """The Fernet key a (checked) secret stands for: itself when it is one, else scrypt of it."""
    return _as_fernet_key(secret) or _derived(secret)


@lru_cache(maxsize=MAX_SECRETS * 2)
def _derived(secret: str) -> bytes:
    kdf = Scrypt(salt=SALT, length=32, n=SCRYPT_N, r=SCRYPT_R, p=SCRYPT_P)
    return base64.urlsafe_b64encode(kdf.derive(secret.encode("utf-8")))


def legacy_key(secret: str) -> bytes:
    """The key the app's first encrypted links were locked with (one SHA-256 of the secret):
    kept to open those links, never to lock new ones."""
    digest = hashlib.sha256(_LEGACY_PREFIX + secret.encode()).digest()
    return base64.urlsafe_b64encode(digest)
