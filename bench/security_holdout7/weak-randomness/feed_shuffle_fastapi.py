import random
import uuid
from typing import List

from fastapi import FastAPI, Query, Response

app = FastAPI()

FEATURED = [
    {"id": 11, "title": "Spring gardening checklist"},
    {"id": 12, "title": "Five pantry staples"},
    {"id": 13, "title": "Weekend hiking trails"},
    {"id": 14, "title": "Reading list for July"},
    {"id": 15, "title": "Home office lighting"},
]


@app.get("/feed/featured")
def featured_feed(response: Response, count: int = Query(3, ge=1, le=5)) -> List[dict]:
    picks = random.sample(FEATURED, k=count)
    response.headers["X-Request-Id"] = str(uuid.uuid4())
    return picks
