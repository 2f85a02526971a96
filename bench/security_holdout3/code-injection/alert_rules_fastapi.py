from typing import Callable, Dict, Tuple

from fastapi import FastAPI, HTTPException
from pydantic import BaseModel

app = FastAPI()
RULES: Dict[str, Tuple[Callable, str]] = {}


class Rule(BaseModel):
    name: str
    condition: str
    action: str = "notify"


@app.post("/rules", status_code=201)
def create_rule(rule: Rule):
    source = f"def matches(event):\n    return {rule.condition}\n"
    try:
        code = compile(source, f"<rule {rule.name}>", "exec")
    except SyntaxError as exc:
        raise HTTPException(status_code=422, detail=str(exc))
    namespace = {}
    exec(code, namespace)
    RULES[rule.name] = (namespace["matches"], rule.action)
    return {"name": rule.name, "action": rule.action}


@app.post("/events")
def ingest(event: dict):
    fired = [name for name, (fn, _) in RULES.items() if fn(event)]
    return {"fired": fired}
