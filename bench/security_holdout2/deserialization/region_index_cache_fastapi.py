import os
import pickle
from pathlib import Path

from fastapi import FastAPI

from geo.index import build_region_index

CACHE_DIR = Path(os.environ.get("GEO_CACHE_DIR", "/var/cache/geo-api"))
CACHE_DIR.mkdir(parents=True, exist_ok=True)

app = FastAPI()


def _cache_file(region_id: int) -> Path:
    return CACHE_DIR / f"region-{region_id}.pkl"


def region_index(region_id: int):
    path = _cache_file(region_id)
    if path.exists():
        with path.open("rb") as fh:
            index = pickle.load(fh)
        return index
    index = build_region_index(region_id)
    tmp = path.with_suffix(".tmp")
    with tmp.open("wb") as fh:
        pickle.dump(index, fh, protocol=pickle.HIGHEST_PROTOCOL)
    tmp.replace(path)
    return index


@app.get("/regions/{region_id}/nearest")
def nearest(region_id: int, lat: float, lon: float, k: int = 5):
    index = region_index(region_id)
    return {"places": index.nearest(lat, lon, k=min(k, 50))}
