import operator
import re
from typing import Callable, Dict, List

from fastapi import FastAPI, HTTPException
from pydantic import BaseModel

app = FastAPI()

RULE_RE = re.compile(r"(price|qty)\s*(<=|>=|<|>|==)\s*(\d+(?:\.\d+)?)")
OPERATORS = {
    "<": operator.lt,
    ">": operator.gt,
    "<=": operator.le,
    ">=": operator.ge,
    "==": operator.eq,
}


class Rule(BaseModel):
    name: str
    condition: str


class Item(BaseModel):
    sku: str
    price: float
    qty: int


def compile_rule(rule: Rule) -> Callable:
    match = RULE_RE.fullmatch(rule.condition.strip())
    if match is None:
        raise HTTPException(status_code=400, detail=f"cannot parse rule {rule.name}")
    field, op, number = match.groups()
    compare = OPERATORS[op]
    limit = float(number)
    return lambda item: compare(item[field], limit)


def apply_rules(rules: List[Rule], items: List[Item]) -> Dict[str, List[str]]:
    checks = {rule.name: compile_rule(rule) for rule in rules}
    return {
        item.sku: [name for name, check in checks.items() if check(item.model_dump())]
        for item in items
    }


class RuleBatch(BaseModel):
    rules: List[Rule]
    items: List[Item]


@app.post("/pricing/evaluate")
def evaluate_pricing(batch: RuleBatch):
    return {"matches": apply_rules(batch.rules, batch.items)}
