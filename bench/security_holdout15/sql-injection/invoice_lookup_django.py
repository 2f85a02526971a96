from django.db import connection
from django.http import JsonResponse
from django.views import View


class TenantMixin:
    def get_tenant(self, request):
        return request.user.profile.tenant_id


class InvoiceLookupView(TenantMixin, View):
    def get(self, request):
        customer = request.GET.get("customer", "")
        repo = InvoiceRepository(self.get_tenant(request))
        return JsonResponse({"rows": repo.by_customer(customer)})


class InvoiceRepository:
    def __init__(self, tenant_id):
        self.tenant_id = tenant_id

    def by_customer(self, name):
        pattern = f"%{name}%"
        sql = "SELECT id, total FROM invoices WHERE tenant_id = %s AND customer_name LIKE %s"
        with connection.cursor() as cur:
            cur.execute(sql, [self.tenant_id, pattern])
            return cur.fetchall()
