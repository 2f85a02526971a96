import yaml
from fastapi import FastAPI, HTTPException, Request

app = FastAPI()
SEVERITIES = {"info", "warning", "critical"}


@app.post("/alerts/rules/preview")
async def preview_rules(request: Request):
    body = (await request.body()).decode("utf-8")
    try:
        rules = yaml.load(body, Loader=yaml.SafeLoader) or []
    except yaml.YAMLError as exc:
        raise HTTPException(status_code=400, detail=str(exc))
    if not isinstance(rules, list):
        raise HTTPException(status_code=422, detail="expected a list of rules")
    accepted = [r for r in rules if isinstance(r, dict) and r.get("severity") in SEVERITIES]
    return {"accepted": len(accepted), "rejected": len(rules) - len(accepted)}
