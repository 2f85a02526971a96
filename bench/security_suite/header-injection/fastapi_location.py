from fastapi import FastAPI, Response

api = FastAPI()


def created_response(location: str) -> Response:
    return Response(status_code=201, headers={"Location": location})


@api.post("/items")
def create_item(name: str, ref: str):
    return created_response("/items/" + ref)
