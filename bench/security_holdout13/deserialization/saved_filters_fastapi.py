import base64
import json
from dataclasses import asdict, dataclass, field

from fastapi import Cookie, FastAPI, Response

app = FastAPI()


@dataclass
class SavedFilters:
    categories: list = field(default_factory=list)
    max_price: float = 0.0
    sort: str = "relevance"

    @classmethod
    def from_cookie(cls, value):
        if not value:
            return cls()
        data = json.loads(base64.b64decode(value))
        return cls(
            categories=[str(c) for c in data.get("categories", [])],
            max_price=float(data.get("max_price", 0)),
            sort=str(data.get("sort", "relevance")),
        )

    def to_cookie(self):
        return base64.b64encode(json.dumps(asdict(self)).encode()).decode()


@app.post("/filters/category/{name}")
def add_category(name: str, response: Response, filters: str = Cookie(None)):
    saved = SavedFilters.from_cookie(filters)
    saved.categories.append(name)
    response.set_cookie("filters", saved.to_cookie(), secure=True, httponly=True, samesite="lax")
    return asdict(saved)
