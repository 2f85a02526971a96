from fastapi import FastAPI

api = FastAPI()
ROWS = [{"name": "a", "score": 3}, {"name": "b", "score": 9}]


def make_predicate(condition: str):
    source = "lambda row: " + condition
    return eval(source)


@api.get("/rows")
def filtered_rows(where: str = "True"):
    predicate = make_predicate(where)
    return [row for row in ROWS if predicate(row)]
