import ast
import logging
from datetime import datetime, timezone

from fastapi import FastAPI, HTTPException
from pydantic import BaseModel, Field

log = logging.getLogger("alerts")
app = FastAPI()
RULES: dict[str, dict] = {}


class Rule(BaseModel):
    name: str = Field(min_length=1, max_length=60)
    condition: str = Field(min_length=1, max_length=500)
    severity: int = Field(default=2, ge=1, le=5)


class Sample(BaseModel):
    metric: str
    value: float
    host: str


def looks_like_comparison(source: str) -> bool:
    try:
        tree = ast.parse(source, mode="eval")
    except SyntaxError:
        return False
    return isinstance(tree.body, (ast.Compare, ast.BoolOp))


@app.post("/rules", status_code=201)
def create_rule(rule: Rule):
    if rule.name in RULES:
        raise HTTPException(status_code=409, detail="rule exists")
    if not looks_like_comparison(rule.condition):
        log.warning("rule %s has an unusual condition: %s", rule.name, rule.condition)
    RULES[rule.name] = {
        "condition": rule.condition,
        "severity": rule.severity,
        "created": datetime.now(timezone.utc).isoformat(),
    }
    return {"name": rule.name}


@app.get("/rules")
def list_rules():
    return RULES


@app.delete("/rules/{name}")
def delete_rule(name: str):
    if RULES.pop(name, None) is None:
        raise HTTPException(status_code=404)
    return {"deleted": name}


@app.post("/samples")
def evaluate(sample: Sample):
    fired = []
    env = {"metric": sample.metric, "value": sample.value, "host": sample.host}
    for name, rule in RULES.items():
        if eval(rule["condition"], {"__builtins__": {}}, env):
            fired.append({"rule": name, "severity": rule["severity"]})
    return {"fired": fired}
