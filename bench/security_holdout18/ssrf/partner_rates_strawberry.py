import httpx
import strawberry
from strawberry.fastapi import GraphQLRouter

PARTNER_RATE_ENDPOINTS = {
    "northwind": "https://api.northwind-freight.example/v1/rates",
    "contoso": "https://rates.contoso-logistics.example/quote",
}


@strawberry.type
class Quote:
    partner: str
    amount: float
    currency: str


@strawberry.type
class Query:
    @strawberry.field
    async def freight_quote(self, partner: str, weight_kg: float) -> Quote:
        endpoint = PARTNER_RATE_ENDPOINTS.get(partner)
        if endpoint is None:
            raise ValueError("unknown partner")
        async with httpx.AsyncClient(timeout=5.0, follow_redirects=False) as client:
            resp = await client.get(endpoint, params={"weight": weight_kg})
        body = resp.json()
        return Quote(partner=partner, amount=float(body["amount"]), currency=body.get("currency", "EUR"))


graphql_app = GraphQLRouter(strawberry.Schema(query=Query))
