import pickle

from fastapi import FastAPI, HTTPException

app = FastAPI()
REGIONS = ("emea", "apac", "amer")
_SNAPSHOTS = {}


def compute_report(region):
    return {"region": region, "rows": [], "currency": "EUR" if region == "emea" else "USD"}


@app.get("/reports/{region}")
def region_report(region: str):
    key = region.lower()
    if key not in REGIONS:
        raise HTTPException(status_code=404)
    if key not in _SNAPSHOTS:
        _SNAPSHOTS[key] = pickle.dumps(compute_report(key))
    report = pickle.loads(_SNAPSHOTS[key])
    return report
