from fastapi import FastAPI, HTTPException
from pydantic import BaseModel

app = FastAPI()


class RuleTest(BaseModel):
    condition: str
    sample: dict


@app.post("/rules/test")
async def test_rule(rule: RuleTest):
    try:
        matched = bool(eval(compile(rule.condition, "<rule>", "eval"), {"__builtins__": {}}, dict(rule.sample)))
    except Exception as exc:
        raise HTTPException(422, f"rule failed: {exc}")
    return {"condition": rule.condition, "matched": matched}
