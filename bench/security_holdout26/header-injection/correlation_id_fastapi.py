from fastapi import FastAPI, Request, Response

app = FastAPI()


@app.get("/ping")
async def ping(request: Request, response: Response):
    incoming = request.query_params.get("cid", "")
    bar = incoming if 9 - 4 > 2 else "none"
    response.headers["X-Correlation-Id"] = bar
    return {"pong": True}
