"""The link key: a Fernet key used as is or a passphrase stretched with scrypt, weak secrets
refused, several secrets for rotation (the first locks, all open), and the first encrypted links'
SHA-256 keys kept to open (never to lock)."""

from __future__ import annotations

import base64

import pytest
from cryptography.fernet import Fernet, InvalidToken
from cryptography.hazmat.primitives.kdf.scrypt import Scrypt

from explorer.errors import LinkKeyError, ResumeCodeError
from explorer.game import link_keys
from explorer.game.link_keys import SALT, legacy_key, link_key, secrets_of
from explorer.game.play import new_game
from explorer.game.resume import decode, encode
from explorer.game.setup import Setup

STATE = new_game(Setup("refresh-2021", ("A", "B", "C"), (None, "good", "good"), 84, 12))
NEW = "correct horse battery staple"
OLD = "an older secret retired soon"


def test_nothing_configured_means_no_key(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.delenv("DIXIT_LINK_KEY", raising=False)
    assert link_key() is None and link_key("") is None and link_key(" \n, ") is None
    monkeypatch.setenv("DIXIT_LINK_KEY", NEW)
    assert link_key() == link_key(NEW)


def test_a_passphrase_is_stretched_with_scrypt_as_documented() -> None:
    key = link_key(NEW)
    assert key is not None
    kdf = Scrypt(salt=SALT, length=32, n=2**14, r=8, p=1)
    expected = base64.urlsafe_b64encode(kdf.derive(NEW.encode()))
    assert key.keys == (expected,)
    token = key.lock(b"payload")
    assert Fernet(expected).decrypt(token) == b"payload"  # the first key locks


def test_the_key_is_derived_once_per_process() -> None:
    link_key("a passphrase derived only once here")
    before = link_keys._derived.cache_info()
    for _i in range(5):
        link_key("a passphrase derived only once here")
    assert link_keys._derived.cache_info().misses == before.misses


def test_a_fernet_key_is_used_as_it_is() -> None:
    raw = Fernet.generate_key()
    key = link_key(raw.decode())
    assert key is not None and key.keys == (raw,)
    assert Fernet(raw).decrypt(key.lock(b"x")) == b"x"


@pytest.mark.parametrize(
    ("secret", "why"),
    [
        ("Q", "1 character"),
        ("hunter2", "7 characters"),
        ("fifteen chars!!", "15 characters"),
        ("aaaaaaaaaaaaaaaaaaaaaaaa", "repeats a few characters"),
        ("abababababababababab", "repeats a few characters"),
        ("A" * 43 + "=", "repeats a few characters"),  # a Fernet key of 32 zero bytes
        ("x" * 2000, "longer than"),
        (f"{NEW},short", "Secret 2 .* 5 characters"),
        (",".join(f"{NEW} {i}" for i in range(9)), "9 secrets"),
    ],
)
def test_weak_secrets_are_refused_with_a_clear_message(secret: str, why: str) -> None:
    with pytest.raises(LinkKeyError, match=why) as err:
        link_key(secret)
    assert secret not in str(err.value)  # the message never quotes a secret


def test_secrets_are_listed_by_commas_or_line_breaks_and_keep_their_spaces() -> None:
    assert secrets_of(f" {NEW} , {OLD}\n") == (NEW, OLD)
    assert secrets_of(f"{NEW}\r\n{OLD}") == (NEW, OLD)
    assert secrets_of([NEW, f"{OLD}\n"]) == (NEW, OLD)


def test_rotation_the_first_locks_every_one_opens() -> None:
    old_only, both, new_only = link_key(OLD), link_key(f"{NEW},{OLD}"), link_key(NEW)
    old_code = encode(STATE, old_only)
    assert decode(old_code, both) == STATE  # an old link still opens after rotation
    new_code = encode(STATE, both)
    assert decode(new_code, new_only) == STATE  # locked with the new (first) secret
    with pytest.raises(ResumeCodeError, match="another key"):
        decode(new_code, old_only)
    with pytest.raises(ResumeCodeError, match="another key"):
        decode(old_code, new_only)  # once the old secret is dropped, its links are refused


def test_the_first_encrypted_links_open_but_never_lock() -> None:
    body = encode(STATE)[4:]
    packed = base64.urlsafe_b64decode(body + "=" * (-len(body) % 4))
    old_style = "dx2." + Fernet(legacy_key(NEW)).encrypt(packed).decode().rstrip("=")
    key = link_key(NEW)
    assert decode(old_style, key) == STATE
    assert key is not None and legacy_key(NEW) not in key.keys
    fresh = encode(STATE, key)[4:]
    with pytest.raises(InvalidToken):
        Fernet(legacy_key(NEW)).decrypt(fresh + "=" * (-len(fresh) % 4))
