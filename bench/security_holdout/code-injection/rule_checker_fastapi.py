from fastapi import FastAPI, HTTPException
from pydantic import BaseModel

app = FastAPI()

PRESET_RULES = {
    "high_value": "amount > 1000",
    "foreign": "country != 'DE'",
    "weekend": "weekday in (5, 6)",
}
COMPILED = {name: compile(src, f"<rule:{name}>", "eval") for name, src in PRESET_RULES.items()}


class RuleCheck(BaseModel):
    rule: str
    sample: dict


@app.post("/rules/check")
async def check_rule(payload: RuleCheck):
    code = COMPILED.get(payload.rule)
    if code is None:
        raise HTTPException(404, "unknown rule")
    try:
        matched = bool(eval(code, {"__builtins__": {}}, dict(payload.sample)))
    except (NameError, TypeError) as exc:
        raise HTTPException(422, f"sample incomplete: {exc}")
    return {"rule": payload.rule, "matched": matched}
