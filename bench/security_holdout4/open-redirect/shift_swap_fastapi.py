from fastapi import Depends, FastAPI, Form
from fastapi.responses import RedirectResponse

from rota.auth import current_employee
from rota.swaps import create_swap_request

app = FastAPI(title="Nursing rota")


@app.post("/rota/{rota_id}/swaps")
def request_swap(
    rota_id: int,
    shift_id: int = Form(...),
    colleague_id: int = Form(...),
    employee=Depends(current_employee),
):
    swap = create_swap_request(rota_id=rota_id, shift_id=shift_id, requester=employee.id, colleague=colleague_id)
    return RedirectResponse(url=f"/rota/{rota_id}/swaps/{swap.id}", status_code=303)
