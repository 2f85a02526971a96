import logging
import operator
from datetime import datetime
from typing import Dict, List

from fastapi import FastAPI
from pydantic import BaseModel

app = FastAPI()
logger = logging.getLogger("alerts")


class Metric(BaseModel):
    name: str
    value: float
    host: str


class AlertRule(BaseModel):
    name: str
    condition: str
    severity: str = "warning"


class RuleEngine:
    def __init__(self):
        self.rules: Dict[str, AlertRule] = {}

    def add(self, rule: AlertRule):
        self.rules[rule.name] = rule
        logger.info("registered rule %s", rule.name)

    def evaluate(self, metric: Metric) -> List[str]:
        fired = []
        context = {"value": metric.value, "host": metric.host, "name": metric.name}
        for rule in self.rules.values():
            if eval(rule.condition, {}, context):
                fired.append(rule.name)
        return fired


engine = RuleEngine()
THRESHOLDS = {"cpu": (operator.gt, 90.0), "disk": (operator.gt, 95.0)}


@app.post("/rules")
def create_rule(rule: AlertRule):
    engine.add(rule)
    return {"created": rule.name, "at": datetime.utcnow().isoformat()}


@app.post("/metrics")
def ingest(metric: Metric):
    fired = engine.evaluate(metric)
    if metric.name in THRESHOLDS:
        op, limit = THRESHOLDS[metric.name]
        if op(metric.value, limit):
            fired.append(f"builtin-{metric.name}")
    return {"fired": fired}


@app.get("/rules")
def list_rules():
    return [r.dict() for r in engine.rules.values()]
