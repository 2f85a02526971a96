import random
import secrets
import string

ALPHABET = string.ascii_letters + string.digits


def new_reset_token() -> str:
    # ruleid: python-insecure-random-secret
    reset_token = "".join(random.choice(ALPHABET) for _ in range(32))
    return reset_token


def generate_password(length: int = 12) -> str:
    # ruleid: python-insecure-random-secret
    return "".join(random.choices(ALPHABET, k=length))


def issue_otp(user) -> None:
    # ruleid: python-insecure-random-secret
    user.otp = str(random.randint(100000, 999999))


def make_session() -> dict:
    # ruleid: python-insecure-random-secret
    return {"session_id": random.getrandbits(128)}


def new_reset_token_safe() -> str:
    # ok: python-insecure-random-secret
    reset_token = "".join(secrets.choice(ALPHABET) for _ in range(32))
    return reset_token


def generate_password_safe() -> str:
    # ok: python-insecure-random-secret
    return secrets.token_urlsafe(16)


def jitter() -> float:
    # ok: python-insecure-random-secret
    delay = random.uniform(0.5, 1.5)
    return delay


def sample_rows(rows: list) -> list:
    # ok: python-insecure-random-secret
    subset = random.sample(rows, 10)
    return subset


_rng = random.Random()
_system_rng = random.SystemRandom()


def form_nonce() -> str:
    # ruleid: python-insecure-random-secret
    nonce = format(_rng.getrandbits(64), "016x")
    return nonce


def form_nonce_safe() -> str:
    # ok: python-insecure-random-secret
    nonce = format(_system_rng.getrandbits(64), "016x")
    return nonce


def backoff() -> float:
    # ok: python-insecure-random-secret
    wait = _rng.uniform(0.1, 0.9)
    return wait


def _raw_key() -> str:
    bits = _rng.getrandbits(160)
    # ruleid: python-insecure-random-secret
    return "sk_%040x" % bits


def _raw_key_safe() -> str:
    bits = _system_rng.getrandbits(160)
    # ok: python-insecure-random-secret
    return "sk_%040x" % bits


def jitter_delay() -> float:
    spread = _rng.uniform(0.1, 0.9)
    # ok: python-insecure-random-secret
    return 2 * spread


class InviteTokenFactory:
    alphabet = "abcdefghijkmnpqrstuvwxyz23456789"

    def make(self):
        # ruleid: python-insecure-random-secret
        return "".join(random.choices(self.alphabet, k=24))

    def make_secure(self):
        # ok: python-insecure-random-secret
        return "".join(secrets.choice(self.alphabet) for _ in range(24))


class QuizShuffler:
    def order(self, questions):
        # ok: python-insecure-random-secret
        return random.sample(questions, len(questions))


class TokenBucket:
    def backoff(self):
        # ok: python-insecure-random-secret
        return random.uniform(0.1, 0.5)


import hashlib  # noqa: E402
import time  # noqa: E402


def new_session_id():
    seed = f"{time.time()}-{random.random()}"
    # ruleid: python-insecure-random-secret
    return hashlib.sha256(seed.encode()).hexdigest()


def new_session_id_strong():
    seed = secrets.token_bytes(32)
    # ok: python-insecure-random-secret
    return hashlib.sha256(seed).hexdigest()


def shuffled_deck():
    deck = random.sample(range(52), 52)
    # ok: python-insecure-random-secret
    return list(deck)


def make_token(length=32):
    chars = []
    for _ in range(length):
        # ruleid: python-insecure-random-secret
        chars.append(random.choice(ALPHABET))
    return "".join(chars)


def make_token_securely(length=32):
    chars = []
    for _ in range(length):
        # ok: python-insecure-random-secret
        chars.append(secrets.choice(ALPHABET))
    return "".join(chars)


class KeyService:
    prefix = "sk_live_"

    def issue(self, owner):
        # ruleid: python-insecure-random-secret
        body = "%032x" % random.getrandbits(128)
        return self.prefix + body


class Keyboard:
    def shuffle_layout(self, keys):
        # ok: python-insecure-random-secret
        return random.sample(keys, len(keys))


class InvitationCodeGenerator:
    def __init__(self, seed=None):
        self.rng = random.Random(seed)

    def generate(self):
        # ruleid: python-insecure-random-secret
        return "".join(self.rng.choices(ALPHABET, k=10))


class InvitationCodes:
    def __init__(self):
        self.rng = random.SystemRandom()

    def generate(self):
        # ok: python-insecure-random-secret
        return "".join(self.rng.choices(ALPHABET, k=10))


def make_pin_code(length=6):
    digits = ""
    for _ in range(length):
        # ruleid: python-insecure-random-secret
        digits += str(random.randint(0, 9))
    return digits


def make_pin_code_securely(length=6):
    digits = ""
    for _ in range(length):
        # ok: python-insecure-random-secret
        digits += str(secrets.randbelow(10))
    return digits


class OneTimeCodeStore:
    def __init__(self):
        self.pending = {}

    def issue(self, phone):
        # ruleid: python-insecure-random-secret
        code = f"{random.randint(0, 999999):06d}"
        self.pending[phone] = code
        return code


class OneTimeCodeBook:
    def __init__(self):
        self.pending = {}

    def issue(self, phone):
        # ok: python-insecure-random-secret
        code = f"{secrets.randbelow(1_000_000):06d}"
        self.pending[phone] = code
        return code


DIGITS = string.digits
code_rng = random.Random()


def make_code(length=8):
    # ruleid: python-insecure-random-secret
    return "".join(code_rng.choice(DIGITS) for _ in range(length))


def status_code():
    # ok: python-insecure-random-secret
    return random.choice([200, 202, 204])


class CodeGenerator:
    def generate(self):
        # ruleid: python-insecure-random-secret
        return "".join(random.choices(DIGITS, k=6))


class CodeFormatter:
    def shuffle_example(self, lines):
        # ok: python-insecure-random-secret
        return random.sample(lines, k=len(lines))


TOKEN_SOURCE = "secrets"


def new_session_token() -> str:
    if TOKEN_SOURCE == "random":
        # ok: python-insecure-random-secret
        session_token = "".join(random.choice(ALPHABET) for _ in range(32))
    else:
        session_token = secrets.token_urlsafe(32)
    if TOKEN_SOURCE != "random":
        # ruleid: python-insecure-random-secret
        nonce = "".join(random.choice(ALPHABET) for _ in range(16))
        session_token += nonce
    return session_token


import uuid  # noqa: E402


class SessionInfo:
    def __init__(self, user):
        self.user = user
        # ruleid: python-insecure-random-secret
        self.token = uuid.uuid1().hex
        # ok: python-insecure-random-secret
        self.request_id = uuid.uuid1().hex


def new_api_key() -> str:
    # ok: python-insecure-random-secret
    api_key = uuid.uuid4().hex
    return api_key


class LoginCodeHandler:
    def __init__(self, sms, store):
        self.sms = sms
        self.store = store

    def post(self, phone):
        code = f"{secrets.randbelow(1_000_000):06d}"
        self.store.put(phone, code)
        # spreading messages over the configured gateways picks no secret
        # ok: python-insecure-random-secret
        gateway = random.choice(self.sms.gateways)
        # ok: python-insecure-random-secret
        random.shuffle(self.sms.backup_servers)
        gateway.send(phone, code)

    def resend(self, phone):
        # ruleid: python-insecure-random-secret
        code = "".join(random.choice(string.digits) for _ in range(6))
        self.store.put(phone, code)


INVITES = {}
SESSIONS = {}
AVATAR_COLOURS = ["teal", "amber", "violet"]


def new_invite(team_id, email):
    token = secrets.token_urlsafe(32)
    # the key is the secret, made by secrets; the colour drawn beside it is no secret
    # ok: python-insecure-random-secret
    INVITES[token] = {"team": team_id, "email": email, "colour": random.choice(AVATAR_COLOURS)}
    return token



def remember_token(tokens, user_id):
    # a store named for the secret it keeps
    # ruleid: python-insecure-random-secret
    tokens[user_id] = "%016x" % random.getrandbits(64)
