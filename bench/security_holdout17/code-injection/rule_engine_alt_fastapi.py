from fastapi import FastAPI
from pydantic import BaseModel, Field

app = FastAPI()


class RuleCheck(BaseModel):
    condition: str = Field(..., max_length=500)
    sample: dict[str, float | int | str] = {}


class RuleEngine:
    def evaluate(self, condition: str, facts: dict) -> bool:
        namespace = {"facts": facts, "result": False}
        code = compile(f"result = bool({condition})", "<rule>", "exec")
        exec(code, namespace)
        return namespace["result"]


engine = RuleEngine()


@app.post("/rules/dry-run")
def dry_run(body: RuleCheck):
    return {"condition": body.condition, "matched": engine.evaluate(body.condition, body.sample)}
