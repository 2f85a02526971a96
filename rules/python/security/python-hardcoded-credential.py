import os

import psycopg
import redis
from pydantic_settings import BaseSettings


def connect() -> psycopg.Connection:
    # ruleid: python-hardcoded-credential
    return psycopg.connect(host="db", user="app", password="s3cr3t-Pa55")


# ruleid: python-hardcoded-credential
STRIPE_API_KEY = "sk_live_51HxAbCdEfGh12345"


def cache() -> redis.Redis:
    # ruleid: python-hardcoded-credential
    return redis.Redis(host="cache", password="hunter2hunter2")


CONFIG = {
    # ruleid: python-hardcoded-credential
    "client_secret": "a8f5f167f44f4964e6c998dee827110c",
    "client_id": "my-app",
}


def connect_env() -> psycopg.Connection:
    # ok: python-hardcoded-credential
    return psycopg.connect(host="db", user="app", password=os.environ["DB_PASSWORD"])


# ok: python-hardcoded-credential
DEFAULT_PASSWORD = ""

# ok: python-hardcoded-credential
API_KEY = "<your-api-key>"

# ok: python-hardcoded-credential
TOKEN_ENV = "GITHUB_TOKEN"

# ok: python-hardcoded-credential
password_field = "password"


class Settings(BaseSettings):
    # ok: python-hardcoded-credential
    api_key: str = ""


def login(client, settings) -> None:
    # ok: python-hardcoded-credential
    client.login(username="alice", password=settings.admin_password)


class SecretKind(StrEnum):
    # ok: python-hardcoded-credential
    GITHUB_TOKEN = "github-token"
    # ok: python-hardcoded-credential
    AWS_SECRET_ACCESS_KEY = "aws-secret-access-key"


class Settings(BaseSettings):
    # ruleid: python-hardcoded-credential
    api_key = "k3y-8f2a9c41d7e0"
