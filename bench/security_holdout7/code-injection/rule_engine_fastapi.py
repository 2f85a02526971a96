from dataclasses import dataclass, field
from typing import Any, Dict, List

from fastapi import FastAPI, HTTPException
from pydantic import BaseModel

app = FastAPI(title="pricing rules")


class RuleIn(BaseModel):
    name: str
    condition: str
    action: str


class EvaluateIn(BaseModel):
    rules: List[RuleIn]
    order: Dict[str, Any]


@dataclass
class Rule:
    name: str
    source: str


@dataclass
class RuleEngine:
    helpers: Dict[str, Any] = field(
        default_factory=lambda: {"round": round, "min": min, "max": max}
    )

    def prepare(self, rule: RuleIn) -> Rule:
        body = "if {cond}:\n    {action}\n".format(
            cond=rule.condition.strip(),
            action=rule.action.strip(),
        )
        return Rule(name=rule.name, source=body)

    def run(self, rules: List[Rule], order: Dict[str, Any]) -> Dict[str, Any]:
        state = dict(order)
        applied = []
        for rule in rules:
            before = dict(state)
            exec(compile(rule.source, f"<rule {rule.name}>", "exec"), dict(self.helpers), state)
            if state != before:
                applied.append(rule.name)
        state["applied_rules"] = applied
        return state


engine = RuleEngine()


@app.post("/pricing/evaluate")
async def evaluate(body: EvaluateIn):
    rules = [engine.prepare(r) for r in body.rules]
    try:
        result = engine.run(rules, body.order)
    except SyntaxError as exc:
        raise HTTPException(status_code=422, detail=f"rule syntax: {exc.msg}")
    return {"order": result}
