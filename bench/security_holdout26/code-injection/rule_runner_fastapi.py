from fastapi import FastAPI, Request

app = FastAPI()


def rule_body(payload):
    return payload.get("rule", "result = amount > 0")


@app.post("/rules/run")
async def rule_runner(request: Request):
    payload = await request.json()
    source = rule_body(payload)
    scope = {"amount": payload.get("amount", 0), "result": None}
    exec(source, {}, scope)
    return {"result": scope.get("result")}
