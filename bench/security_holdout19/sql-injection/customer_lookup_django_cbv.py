from django.contrib.auth.mixins import PermissionRequiredMixin
from django.db import connection
from django.http import JsonResponse
from django.views import View

from .models import Customer


class CustomerSearchView(PermissionRequiredMixin, View):
    permission_required = "crm.view_customer"

    def get_filters(self, request):
        return {
            "email": request.GET.get("email", "").strip(),
            "region": request.headers.get("X-Sales-Region", "").strip(),
        }

    def build_query(self, filters):
        clauses, params = [], []
        if filters["email"]:
            clauses.append("LOWER(email) = LOWER(%s)")
            params.append(filters["email"])
        if filters["region"]:
            clauses.append("region_code = %s")
            params.append(filters["region"])
        where = " AND ".join(clauses) if clauses else "TRUE"
        sql = "SELECT id, name, email, region_code FROM crm_customer WHERE " + where + " LIMIT 25"
        return sql, params

    def get(self, request):
        sql, params = self.build_query(self.get_filters(request))
        with connection.cursor() as cursor:
            cursor.execute(sql, params)
            cols = [c[0] for c in cursor.description]
            rows = [dict(zip(cols, r)) for r in cursor.fetchall()]
        return JsonResponse({"results": rows})


class CustomerLifetimeValueView(PermissionRequiredMixin, View):
    permission_required = "crm.view_customer"

    def get(self, request, customer_id):
        qs = Customer.objects.raw(
            "SELECT c.id, c.name, COALESCE(SUM(o.total), 0) AS ltv "
            "FROM crm_customer c LEFT JOIN shop_order o ON o.customer_id = c.id "
            "WHERE c.id = %s GROUP BY c.id, c.name",
            [customer_id],
        )
        customer = next(iter(qs), None)
        if customer is None:
            return JsonResponse({"error": "not found"}, status=404)
        return JsonResponse({"id": customer.id, "name": customer.name, "ltv": str(customer.ltv)})
