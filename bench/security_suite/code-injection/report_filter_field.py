from fastapi import FastAPI

api = FastAPI()
ROWS = [{"name": "a", "score": 3}, {"name": "b", "score": 9}]


def make_predicate(minimum: int):
    source = "lambda row: row['score'] >= %d" % minimum
    return eval(source)


@api.get("/rows")
def filtered_rows(min_score: int = 0):
    predicate = make_predicate(int(min_score))
    return [row for row in ROWS if predicate(row)]
