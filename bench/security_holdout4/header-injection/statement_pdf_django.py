from django.contrib.auth.decorators import login_required
from django.http import HttpResponse
from django.shortcuts import get_object_or_404

from billing.models import Statement
from billing.pdf import render_statement_pdf


@login_required
def statement_pdf(request, statement_id):
    statement = get_object_or_404(Statement, pk=statement_id, account=request.user.account)
    pdf = render_statement_pdf(statement)
    response = HttpResponse(pdf, content_type="application/pdf")
    filename = f"statement-{statement.account_id}-{statement.period_end:%Y-%m}.pdf"
    response["Content-Disposition"] = f'inline; filename="{filename}"'
    response["X-Statement-Version"] = str(statement.revision)
    return response
