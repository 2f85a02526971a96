from fastapi import FastAPI, HTTPException
from pydantic import BaseModel

app = FastAPI()
FORBIDDEN = ("__", "import", "lambda", ";")


class RuleTest(BaseModel):
    condition: str
    record: dict


def check_condition(text: str) -> str:
    lowered = text.lower()
    for word in FORBIDDEN:
        if word in lowered:
            raise HTTPException(status_code=422, detail=f"'{word}' not permitted")
    return text


@app.post("/rules/test")
def test_rule(payload: RuleTest):
    condition = check_condition(payload.condition)
    context = {"record": payload.record, "len": len}
    matched = bool(eval(condition, context))
    return {"matched": matched}
