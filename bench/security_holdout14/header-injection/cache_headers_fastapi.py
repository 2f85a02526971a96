import hashlib
import json
from typing import Dict, Optional

from fastapi import FastAPI, Header, HTTPException, Response

app = FastAPI()

CACHE_POLICIES: Dict[str, str] = {
    "none": "no-store",
    "private": "private, max-age=60",
    "short": "public, max-age=300, stale-while-revalidate=60",
    "long": "public, max-age=86400, immutable",
}
VARY_OPTIONS = {"lang": "Accept-Language", "encoding": "Accept-Encoding"}


class ArticleService:
    def __init__(self):
        self._articles = {
            "welcome": {"title": "Welcome", "body": "Hello from Acme."},
            "pricing": {"title": "Pricing", "body": "Plans start at 9 EUR."},
        }

    def get(self, slug: str) -> Optional[dict]:
        return self._articles.get(slug)

    @staticmethod
    def etag(article: dict) -> str:
        raw = json.dumps(article, sort_keys=True).encode()
        return '"%s"' % hashlib.sha256(raw).hexdigest()[:32]


service = ArticleService()


def apply_cache_headers(response: Response, policy_name: str, vary: Optional[str]) -> None:
    policy = CACHE_POLICIES.get(policy_name, CACHE_POLICIES["short"])
    response.headers["Cache-Control"] = policy
    if vary in VARY_OPTIONS:
        response.headers["Vary"] = VARY_OPTIONS[vary]


@app.get("/articles/{slug}")
def read_article(
    slug: str,
    response: Response,
    cache: str = "short",
    vary: Optional[str] = None,
    if_none_match: Optional[str] = Header(default=None),
):
    article = service.get(slug)
    if article is None:
        raise HTTPException(status_code=404)
    etag = service.etag(article)
    apply_cache_headers(response, cache, vary)
    response.headers["ETag"] = etag
    if if_none_match == etag:
        return Response(status_code=304, headers=dict(response.headers))
    return article
