from fastapi import FastAPI
from pydantic import BaseModel, Field

app = FastAPI()


class RuleRun(BaseModel):
    name: str
    body: str = Field(max_length=2000)
    context: dict[str, float] = Field(default_factory=dict)


@app.post("/rules/run")
async def run_rule(rule: RuleRun):
    scope: dict[str, object] = {**rule.context, "result": None}
    source = f"def _rule():\n" + "\n".join(f"    {line}" for line in rule.body.splitlines())
    source += "\nresult = _rule()"
    exec(compile(source, f"<rule:{rule.name}>", "exec"), scope)
    return {"rule": rule.name, "result": scope.get("result")}
