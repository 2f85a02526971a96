import hashlib
import json
from dataclasses import asdict, dataclass
from datetime import date
from typing import List, Optional

from fastapi import FastAPI, Header, Response

app = FastAPI()
CACHE_MAX_AGE = 300


@dataclass
class ExchangeRate:
    currency: str
    rate: float
    as_of: str


class RateRepository:
    def __init__(self):
        self._rates = {
            "EUR": 1.0,
            "USD": 1.08,
            "GBP": 0.85,
            "JPY": 162.3,
        }

    def latest(self) -> List[ExchangeRate]:
        today = date.today().isoformat()
        return [ExchangeRate(c, r, today) for c, r in sorted(self._rates.items())]


def serialise(rates: List[ExchangeRate]) -> bytes:
    return json.dumps([asdict(r) for r in rates], separators=(",", ":")).encode("utf-8")


def compute_etag(payload: bytes) -> str:
    digest = hashlib.md5(payload, usedforsecurity=False).hexdigest()
    return f'W/"{digest}"'


repository = RateRepository()


@app.get("/rates")
def exchange_rates(if_none_match: Optional[str] = Header(None)):
    payload = serialise(repository.latest())
    etag = compute_etag(payload)
    headers = {"ETag": etag, "Cache-Control": f"public, max-age={CACHE_MAX_AGE}"}
    if if_none_match == etag:
        return Response(status_code=304, headers=headers)
    return Response(content=payload, media_type="application/json", headers=headers)
