from fastapi import FastAPI
from fastapi.responses import Response

app = FastAPI()


def build_csv():
    return "id,name\n1,alpha\n2,beta\n"


@app.get("/exports/{filename}")
def download_export(filename: str):
    names = []
    names.append(filename)
    chosen = names[0]
    disposition = 'attachment; filename="' + chosen + '.csv"'
    return Response(content=build_csv(), media_type="text/csv", headers={"Content-Disposition": disposition})
