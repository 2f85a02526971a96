import logging

import requests
import structlog

logger = logging.getLogger(__name__)
log = structlog.get_logger()


class ApiClient:
    def __init__(self, base_url: str, api_key: str) -> None:
        self.base_url = base_url
        self.api_key = api_key
        self.log = logging.getLogger("client")

    def connect(self) -> None:
        # ruleid: python-secret-in-log
        self.log.debug("connecting to %s with key %s", self.base_url, self.api_key)
        # ok: python-secret-in-log
        self.log.debug("connecting to %s (key set: %s)", self.base_url, bool(self.api_key))


def login(username: str, password: str) -> str:
    # ruleid: python-secret-in-log
    logger.info(f"login attempt for {username} with password {password}")
    response = requests.post("https://auth.example.com/token", data={"u": username, "p": password}, timeout=10)
    token = response.json()["access_token"]
    # ruleid: python-secret-in-log
    logging.info("issued token %s" % token)
    # ruleid: python-secret-in-log
    print("refresh token:", response.json()["refresh_token"], token)
    # ok: python-secret-in-log
    logger.info("issued token ending in %s", token[-4:])
    # ok: python-secret-in-log
    logger.info("login succeeded for %s", username)
    # ok: python-secret-in-log
    logger.debug("password length %d", len(password))
    return token


def rotate(secret_key: str, secret_key_id: str) -> None:
    # ruleid: python-secret-in-log
    log.warning("rotating", secret_key=secret_key)
    # ok: python-secret-in-log
    log.warning("rotating", key_id=secret_key_id)
    # ok: python-secret-in-log
    print("secret configured" if secret_key else "secret missing")
    # ok: python-secret-in-log
    logger.setLevel(logging.INFO)
