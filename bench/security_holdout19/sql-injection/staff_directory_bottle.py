import sqlite3

from bottle import Bottle, request

app = Bottle()


@app.get("/staff")
def staff_directory():
    param = request.get_cookie("dept", "")
    guess = "ABC"
    switch_target = guess[2]
    if switch_target == "A":
        dept = param
    elif switch_target == "B":
        dept = "sales"
    elif switch_target == "C":
        dept = "support"
    else:
        dept = param
    conn = sqlite3.connect("staff.db")
    rows = conn.execute("SELECT name, phone FROM staff WHERE dept = '%s'" % dept).fetchall()
    conn.close()
    return {"staff": [{"name": r[0], "phone": r[1]} for r in rows]}
