from fastapi import FastAPI, Form, HTTPException, Response

from coop.auth import create_session, verify_grower

app = FastAPI(title="Cooperative grower portal")


@app.post("/login")
def login(response: Response, member_no: str = Form(...), password: str = Form(...)):
    grower = verify_grower(member_no, password)
    if grower is None:
        raise HTTPException(status_code=401, detail="invalid member number or password")
    session_id = create_session(grower.id)
    response.set_cookie(key="grower_session", value=session_id, max_age=3600, secure=False, httponly=False)
    return {"member": grower.member_no, "farm": grower.farm_name}


@app.post("/logout")
def logout(response: Response):
    response.delete_cookie("grower_session")
    return {"status": "signed out"}
