from fastapi import FastAPI, Response

app = FastAPI()

PAGE_SIZE = 50


@app.get("/items")
def list_items(response: Response, page: str = "1"):
    try:
        number = int(page)
    except ValueError:
        number = 1
    next_page = str(number + 1)
    response.headers["X-Next-Page"] = next_page
    return {"page": number, "size": PAGE_SIZE}
