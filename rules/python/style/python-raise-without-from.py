import json


class ConfigError(Exception):
    pass


def load(raw: str) -> dict:
    try:
        return json.loads(raw)
    except json.JSONDecodeError as exc:
        # ruleid: python-raise-without-from
        raise ConfigError(f"invalid config: {exc}")


def port(value: str) -> int:
    try:
        return int(value)
    except ValueError as err:
        if not value:
            # ruleid: python-raise-without-from
            raise ConfigError("empty port")
        raise


def load_safely(raw: str) -> dict:
    try:
        return json.loads(raw)
    except json.JSONDecodeError as exc:
        # ok: python-raise-without-from
        raise ConfigError(f"invalid config: {exc}") from exc


def port_safely(value: str) -> int:
    try:
        return int(value)
    except ValueError:
        # ok: python-raise-without-from
        raise ConfigError("bad port") from None


def check(value: int) -> int:
    if value < 0:
        # ok: python-raise-without-from
        raise ConfigError("negative")
    return value


def parse_port(text):
    try:
        port = int(text)
        if port <= 0:
            # ok: python-raise-without-from
            raise ValueError("port must be positive")
    except TypeError as error:
        # ruleid: python-raise-without-from
        raise ValueError("port must be text")
    return port


def deliver(task, send):
    try:
        send()
    except ConnectionError as exc:
        # ok: python-raise-without-from
        raise task.retry(exc=exc, countdown=30)


def parse(text, ParseError):
    try:
        return int(text)
    except ValueError as exc:
        # ruleid: python-raise-without-from
        raise ParseError(f"not a number - {exc}")


def connect(pool, InvalidURL):
    try:
        return pool.connect()
    except ValueError as e:
        # ruleid: python-raise-without-from
        raise InvalidURL(e)
