from flask import Flask, Response, abort, request
from wtforms import Form, IntegerField, StringField
from wtforms.validators import DataRequired, Length, NumberRange

from .reports import render_csv

app = Flask(__name__)


class DownloadForm(Form):
    report_id = IntegerField(validators=[DataRequired(), NumberRange(min=1)])
    filename = StringField(validators=[Length(max=80)])


@app.get("/reports/download")
def download_report():
    form = DownloadForm(request.args)
    if not form.validate():
        abort(400)
    name = form.filename.data or f"report-{form.report_id.data}.csv"
    resp = Response(render_csv(form.report_id.data), mimetype="text/csv")
    resp.headers["Content-Disposition"] = f'attachment; filename="{name}"'
    return resp
