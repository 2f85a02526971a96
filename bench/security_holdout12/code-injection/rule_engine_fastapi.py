from typing import Dict, List

from fastapi import FastAPI
from pydantic import BaseModel

app = FastAPI()


class Rule(BaseModel):
    name: str
    condition: str


class RuleSet(BaseModel):
    rules: List[Rule]
    order: Dict[str, float]


@app.post("/rules/evaluate")
def evaluate(ruleset: RuleSet):
    matched = []
    for rule in ruleset.rules:
        scope = {"order": ruleset.order}
        source = f"result = bool({rule.condition})"
        exec(source, scope)
        if scope.get("result"):
            matched.append(rule.name)
    return {"matched": matched}
