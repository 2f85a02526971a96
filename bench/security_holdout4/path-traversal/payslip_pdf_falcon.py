import os

import falcon

PAYSLIP_DIR = os.environ.get("PAYSLIP_DIR", "/var/hr/payslips")


class PayslipResource:
    def on_get(self, req, resp, employee_id):
        period = req.get_param_as_int("period", required=True)
        year, month = divmod(period, 100)
        if not (2000 <= year <= 2100 and 1 <= month <= 12):
            raise falcon.HTTPBadRequest(description="period must be YYYYMM")
        filename = "payslip_{:06d}_{:04d}{:02d}.pdf".format(employee_id, year, month)
        path = os.path.join(PAYSLIP_DIR, filename)
        if not os.path.exists(path):
            raise falcon.HTTPNotFound()
        resp.content_type = "application/pdf"
        resp.stream = open(path, "rb")


app = falcon.App()
app.add_route("/employees/{employee_id:int}/payslip", PayslipResource())
