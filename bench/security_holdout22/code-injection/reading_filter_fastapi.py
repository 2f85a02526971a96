from fastapi import FastAPI, Query

app = FastAPI()
READINGS = [12.5, 18.0, 21.3, 9.8, 30.1]


def make_predicate(expr: str):
    return eval("lambda x: " + expr)


@app.get("/readings")
def filter_readings(where: str = Query("x > 0")):
    keep = make_predicate(where)
    chosen = []
    for idx, value in enumerate(reversed(READINGS)):
        if keep(value):
            chosen.append({"pos": idx, "value": value})
    return {"readings": chosen}
