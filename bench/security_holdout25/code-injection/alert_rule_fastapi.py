from typing import Callable

from fastapi import FastAPI
from pydantic import BaseModel

app = FastAPI()

RULE_TEMPLATE = "def rule(value):\n    return value {op} {threshold}\n"
RULES: dict[str, Callable[[float], bool]] = {}


class RuleIn(BaseModel):
    metric: str
    op: str = ">"
    threshold: str = "0"


@app.post("/alerts/rules")
def create_rule(rule: RuleIn):
    source = RULE_TEMPLATE.format(op=rule.op, threshold=rule.threshold)
    namespace: dict = {}
    exec(compile(source, f"<rule:{rule.metric}>", "exec"), namespace)
    RULES[rule.metric] = namespace["rule"]
    return {"metric": rule.metric, "source": source}


@app.get("/alerts/check/{metric}")
def check_rule(metric: str, value: float):
    rule = RULES.get(metric)
    return {"metric": metric, "firing": bool(rule and rule(value))}
