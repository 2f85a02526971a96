package com.example.orders;

import jakarta.persistence.EntityManager;
import jakarta.persistence.PersistenceContext;
import jakarta.persistence.TypedQuery;
import java.util.List;
import org.hibernate.Session;

public class OrderRepository {
    @PersistenceContext
    private EntityManager em;

    public List<Order> byCustomer(String customer) {
        // ruleid: java-jpa-query-string-built
        return em.createQuery("SELECT o FROM Order o WHERE o.customer = '" + customer + "'", Order.class)
                .getResultList();
    }

    public List<?> byStatus(String status) {
        String sql = String.format("SELECT * FROM orders WHERE status = '%s'", status);
        // ruleid: java-jpa-query-string-built
        return em.createNativeQuery(sql).getResultList();
    }

    public List<?> legacy(Session session, String sort) {
        // ruleid: java-jpa-query-string-built
        return session.createQuery("FROM Order o ORDER BY " + sort).list();
    }

    public List<Order> byCustomerSafe(String customer) {
        // ok: java-jpa-query-string-built
        TypedQuery<Order> q = em.createQuery("SELECT o FROM Order o WHERE o.customer = :customer", Order.class);
        return q.setParameter("customer", customer).getResultList();
    }

    public List<?> byStatusSafe(String status) {
        // ok: java-jpa-query-string-built
        return em.createNativeQuery("SELECT * FROM orders WHERE status = ?1").setParameter(1, status).getResultList();
    }

    public List<Order> named(String customer) {
        // ok: java-jpa-query-string-built
        return em.createNamedQuery("Order.byCustomer", Order.class).setParameter("customer", customer).getResultList();
    }

    static class Order {}
}
