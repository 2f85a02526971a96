from typing import Callable, Dict, List

from fastapi import FastAPI
from pydantic import BaseModel

app = FastAPI()


class Rule(BaseModel):
    name: str
    condition: str


class Item(BaseModel):
    sku: str
    price: float
    qty: int


RULE_CACHE: Dict[str, Callable] = {}


def compile_rule(rule: Rule) -> Callable:
    if rule.name not in RULE_CACHE:
        source = f"lambda item: {rule.condition}"
        RULE_CACHE[rule.name] = eval(source)
    return RULE_CACHE[rule.name]


def apply_rules(rules: List[Rule], items: List[Item]):
    checks = {rule.name: compile_rule(rule) for rule in rules}
    return {
        item.sku: [name for name, check in checks.items() if check(item.model_dump())]
        for item in items
    }


class RuleBatch(BaseModel):
    rules: List[Rule]
    items: List[Item]


@app.post("/rules/evaluate")
def evaluate_rules(batch: RuleBatch):
    return {"matches": apply_rules(batch.rules, batch.items)}
