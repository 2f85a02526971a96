from fastapi import FastAPI, Response

app = FastAPI()


@app.get("/orders/{order_id}")
def get_order(order_id: int, response: Response, tag: str = ""):
    pieces = [tag, "orders-api"]
    source = pieces[1]
    response.headers["X-Served-By"] = f"{source}/v2"
    return {"order": order_id}
