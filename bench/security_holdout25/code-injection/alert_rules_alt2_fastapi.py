from dataclasses import dataclass, field

from fastapi import Body, FastAPI

app = FastAPI()
RULES: dict[str, "Rule"] = {}


@dataclass
class Rule:
    name: str
    condition: str
    code: object = field(init=False)

    def __post_init__(self):
        self.code = compile(self.condition, f"<rule {self.name}>", "eval")

    def matches(self, metrics: dict) -> bool:
        return bool(eval(self.code, {}, metrics))


@app.post("/rules/check")
def check(metrics: dict):
    return {name: rule.matches(metrics) for name, rule in RULES.items()}


@app.post("/rules/{name}")
def add_rule(name: str, condition: str = Body(..., embed=True)):
    RULES[name] = Rule(name, condition)
    return {"stored": name}
