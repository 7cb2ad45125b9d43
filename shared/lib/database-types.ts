// Generated from supabase/migrations by `npm run db:types` (@supabase/postgres-meta); do not edit.
export type Json = string | number | boolean | null | { [key: string]: Json | undefined } | Json[];

export type Database = {
  public: {
    Tables: {
      chat_conversations: {
        Row: {
          client_key: string;
          created_at: string;
          id: string;
          language: string;
          last_message_at: string;
          left_message_at: string | null;
          status: string;
          transcript_email: string | null;
          transcript_requested_at: string | null;
          transcript_sent_at: string | null;
          visitor_name: string;
          visitor_secret_hash: string;
        };
        Insert: {
          client_key: string;
          created_at?: string;
          id?: string;
          language?: string;
          last_message_at?: string;
          left_message_at?: string | null;
          status?: string;
          transcript_email?: string | null;
          transcript_requested_at?: string | null;
          transcript_sent_at?: string | null;
          visitor_name: string;
          visitor_secret_hash: string;
        };
        Update: {
          client_key?: string;
          created_at?: string;
          id?: string;
          language?: string;
          last_message_at?: string;
          left_message_at?: string | null;
          status?: string;
          transcript_email?: string | null;
          transcript_requested_at?: string | null;
          transcript_sent_at?: string | null;
          visitor_name?: string;
          visitor_secret_hash?: string;
        };
        Relationships: [];
      };
      chat_messages: {
        Row: {
          author_id: string | null;
          body: string;
          conversation_id: string;
          created_at: string;
          from_staff: boolean;
          id: number;
        };
        Insert: {
          author_id?: string | null;
          body: string;
          conversation_id: string;
          created_at?: string;
          from_staff?: boolean;
          id?: never;
        };
        Update: {
          author_id?: string | null;
          body?: string;
          conversation_id?: string;
          created_at?: string;
          from_staff?: boolean;
          id?: never;
        };
        Relationships: [
          {
            foreignKeyName: 'chat_messages_conversation_id_fkey';
            columns: ['conversation_id'];
            isOneToOne: false;
            referencedRelation: 'chat_conversations';
            referencedColumns: ['id'];
          },
        ];
      };
      client_projects: {
        Row: {
          budget: number;
          client_id: string | null;
          company_id: string;
          created_at: string;
          description: string;
          end_date: string | null;
          id: string;
          priority: string;
          progress: number;
          start_date: string | null;
          status: string;
          title: string;
        };
        Insert: {
          budget: number;
          client_id?: string | null;
          company_id?: string;
          created_at?: string;
          description?: string;
          end_date?: string | null;
          id?: string;
          priority: string;
          progress?: number;
          start_date?: string | null;
          status: string;
          title: string;
        };
        Update: {
          budget?: number;
          client_id?: string | null;
          company_id?: string;
          created_at?: string;
          description?: string;
          end_date?: string | null;
          id?: string;
          priority?: string;
          progress?: number;
          start_date?: string | null;
          status?: string;
          title?: string;
        };
        Relationships: [
          {
            foreignKeyName: 'client_projects_company_id_fkey';
            columns: ['company_id'];
            isOneToOne: false;
            referencedRelation: 'companies';
            referencedColumns: ['id'];
          },
        ];
      };
      companies: {
        Row: {
          created_at: string;
          id: string;
          name: string;
          require_second_factor: boolean;
        };
        Insert: {
          created_at?: string;
          id?: string;
          name: string;
          require_second_factor?: boolean;
        };
        Update: {
          created_at?: string;
          id?: string;
          name?: string;
          require_second_factor?: boolean;
        };
        Relationships: [];
      };
      company_invitations: {
        Row: {
          accepted_at: string | null;
          accepted_by: string | null;
          company_id: string;
          created_at: string;
          email: string;
          expires_at: string;
          id: string;
          invited_by: string | null;
          invited_by_email: string | null;
          locale: string;
          role: string;
          withdrawn_at: string | null;
        };
        Insert: {
          accepted_at?: string | null;
          accepted_by?: string | null;
          company_id: string;
          created_at?: string;
          email: string;
          expires_at?: string;
          id?: string;
          invited_by?: string | null;
          invited_by_email?: string | null;
          locale?: string;
          role?: string;
          withdrawn_at?: string | null;
        };
        Update: {
          accepted_at?: string | null;
          accepted_by?: string | null;
          company_id?: string;
          created_at?: string;
          email?: string;
          expires_at?: string;
          id?: string;
          invited_by?: string | null;
          invited_by_email?: string | null;
          locale?: string;
          role?: string;
          withdrawn_at?: string | null;
        };
        Relationships: [
          {
            foreignKeyName: 'company_invitations_company_id_fkey';
            columns: ['company_id'];
            isOneToOne: false;
            referencedRelation: 'companies';
            referencedColumns: ['id'];
          },
        ];
      };
      company_members: {
        Row: {
          company_id: string;
          email: string;
          joined_at: string;
          role: string;
          user_id: string;
        };
        Insert: {
          company_id: string;
          email: string;
          joined_at?: string;
          role: string;
          user_id: string;
        };
        Update: {
          company_id?: string;
          email?: string;
          joined_at?: string;
          role?: string;
          user_id?: string;
        };
        Relationships: [
          {
            foreignKeyName: 'company_members_company_id_fkey';
            columns: ['company_id'];
            isOneToOne: false;
            referencedRelation: 'companies';
            referencedColumns: ['id'];
          },
        ];
      };
      contact_messages: {
        Row: {
          created_at: string;
          email: string;
          handled: boolean;
          handled_at: string | null;
          handled_by: string | null;
          id: string;
          message: string;
          name: string;
          subject: string;
          website: string | null;
        };
        Insert: {
          created_at?: string;
          email: string;
          handled?: boolean;
          handled_at?: string | null;
          handled_by?: string | null;
          id?: string;
          message: string;
          name: string;
          subject: string;
          website?: string | null;
        };
        Update: {
          created_at?: string;
          email?: string;
          handled?: boolean;
          handled_at?: string | null;
          handled_by?: string | null;
          id?: string;
          message?: string;
          name?: string;
          subject?: string;
          website?: string | null;
        };
        Relationships: [];
      };
      feedback: {
        Row: {
          allow_contact: boolean;
          attachments: NonNullable<Json>;
          category: string;
          created_at: string;
          description: string;
          email: string | null;
          handled: boolean;
          handled_at: string | null;
          handled_by: string | null;
          id: string;
          name: string | null;
          rating: number;
          title: string;
          website: string | null;
        };
        Insert: {
          allow_contact?: boolean;
          attachments?: NonNullable<Json>;
          category: string;
          created_at?: string;
          description: string;
          email?: string | null;
          handled?: boolean;
          handled_at?: string | null;
          handled_by?: string | null;
          id?: string;
          name?: string | null;
          rating: number;
          title: string;
          website?: string | null;
        };
        Update: {
          allow_contact?: boolean;
          attachments?: NonNullable<Json>;
          category?: string;
          created_at?: string;
          description?: string;
          email?: string | null;
          handled?: boolean;
          handled_at?: string | null;
          handled_by?: string | null;
          id?: string;
          name?: string | null;
          rating?: number;
          title?: string;
          website?: string | null;
        };
        Relationships: [];
      };
      mfa_challenges: {
        Row: {
          attempts: number;
          code_hash: string;
          created_at: string;
          expires_at: string;
          id: string;
          invalidated: boolean;
          session_id: string;
          user_id: string;
          verified: boolean;
          verified_at: string | null;
        };
        Insert: {
          attempts?: number;
          code_hash: string;
          created_at?: string;
          expires_at: string;
          id?: string;
          invalidated?: boolean;
          session_id: string;
          user_id: string;
          verified?: boolean;
          verified_at?: string | null;
        };
        Update: {
          attempts?: number;
          code_hash?: string;
          created_at?: string;
          expires_at?: string;
          id?: string;
          invalidated?: boolean;
          session_id?: string;
          user_id?: string;
          verified?: boolean;
          verified_at?: string | null;
        };
        Relationships: [];
      };
      mfa_settings: {
        Row: {
          enabled: boolean;
          updated_at: string;
          user_id: string;
        };
        Insert: {
          enabled?: boolean;
          updated_at?: string;
          user_id: string;
        };
        Update: {
          enabled?: boolean;
          updated_at?: string;
          user_id?: string;
        };
        Relationships: [];
      };
      proposals: {
        Row: {
          client_id: string;
          company_id: string;
          created_at: string;
          id: string;
          services: string[];
          status: string;
          status_note: string | null;
          submitted_by_email: string | null;
          title: string;
          updated_at: string;
        };
        Insert: {
          client_id?: string;
          company_id?: string;
          created_at?: string;
          id?: string;
          services: string[];
          status?: string;
          status_note?: string | null;
          submitted_by_email?: string | null;
          title: string;
          updated_at?: string;
        };
        Update: {
          client_id?: string;
          company_id?: string;
          created_at?: string;
          id?: string;
          services?: string[];
          status?: string;
          status_note?: string | null;
          submitted_by_email?: string | null;
          title?: string;
          updated_at?: string;
        };
        Relationships: [
          {
            foreignKeyName: 'proposals_company_id_fkey';
            columns: ['company_id'];
            isOneToOne: false;
            referencedRelation: 'companies';
            referencedColumns: ['id'];
          },
        ];
      };
      request_files: {
        Row: {
          bucket: string;
          content_type: string;
          created_at: string;
          file_name: string;
          id: string;
          message_id: string | null;
          object_path: string;
          owner_id: string;
          proposal_id: string | null;
          size_bytes: number;
          ticket_id: string | null;
        };
        Insert: {
          bucket: string;
          content_type: string;
          created_at?: string;
          file_name: string;
          id?: string;
          message_id?: string | null;
          object_path: string;
          owner_id?: string;
          proposal_id?: string | null;
          size_bytes: number;
          ticket_id?: string | null;
        };
        Update: {
          bucket?: string;
          content_type?: string;
          created_at?: string;
          file_name?: string;
          id?: string;
          message_id?: string | null;
          object_path?: string;
          owner_id?: string;
          proposal_id?: string | null;
          size_bytes?: number;
          ticket_id?: string | null;
        };
        Relationships: [
          {
            foreignKeyName: 'request_files_message_id_fkey';
            columns: ['message_id'];
            isOneToOne: false;
            referencedRelation: 'ticket_messages';
            referencedColumns: ['id'];
          },
          {
            foreignKeyName: 'request_files_proposal_id_fkey';
            columns: ['proposal_id'];
            isOneToOne: false;
            referencedRelation: 'proposals';
            referencedColumns: ['id'];
          },
          {
            foreignKeyName: 'request_files_ticket_id_fkey';
            columns: ['ticket_id'];
            isOneToOne: false;
            referencedRelation: 'support_tickets';
            referencedColumns: ['id'];
          },
        ];
      };
      staff_changes: {
        Row: {
          action: string;
          actor_email: string;
          actor_id: string | null;
          changed_at: string;
          changes: NonNullable<Json>;
          id: number;
          item_id: string;
          item_type: string;
        };
        Insert: {
          action: string;
          actor_email: string;
          actor_id?: string | null;
          changed_at?: string;
          changes?: NonNullable<Json>;
          id?: never;
          item_id: string;
          item_type: string;
        };
        Update: {
          action?: string;
          actor_email?: string;
          actor_id?: string | null;
          changed_at?: string;
          changes?: NonNullable<Json>;
          id?: never;
          item_id?: string;
          item_type?: string;
        };
        Relationships: [];
      };
      support_tickets: {
        Row: {
          category: string;
          client_id: string;
          company_id: string;
          created_at: string;
          description: string;
          first_responded_at: string | null;
          first_response_due_at: string;
          id: string;
          number: number;
          opened_by_email: string | null;
          priority: string;
          status: string;
          subject: string;
          target_missed_noticed_at: string | null;
          updated_at: string;
        };
        Insert: {
          category: string;
          client_id?: string;
          company_id?: string;
          created_at?: string;
          description: string;
          first_responded_at?: string | null;
          first_response_due_at?: string;
          id?: string;
          number?: never;
          opened_by_email?: string | null;
          priority: string;
          status?: string;
          subject: string;
          target_missed_noticed_at?: string | null;
          updated_at?: string;
        };
        Update: {
          category?: string;
          client_id?: string;
          company_id?: string;
          created_at?: string;
          description?: string;
          first_responded_at?: string | null;
          first_response_due_at?: string;
          id?: string;
          number?: never;
          opened_by_email?: string | null;
          priority?: string;
          status?: string;
          subject?: string;
          target_missed_noticed_at?: string | null;
          updated_at?: string;
        };
        Relationships: [
          {
            foreignKeyName: 'support_tickets_company_id_fkey';
            columns: ['company_id'];
            isOneToOne: false;
            referencedRelation: 'companies';
            referencedColumns: ['id'];
          },
        ];
      };
      ticket_messages: {
        Row: {
          author_email: string | null;
          author_id: string;
          body: string;
          created_at: string;
          from_staff: boolean;
          id: string;
          ticket_id: string;
        };
        Insert: {
          author_email?: string | null;
          author_id?: string;
          body: string;
          created_at?: string;
          from_staff?: boolean;
          id?: string;
          ticket_id: string;
        };
        Update: {
          author_email?: string | null;
          author_id?: string;
          body?: string;
          created_at?: string;
          from_staff?: boolean;
          id?: string;
          ticket_id?: string;
        };
        Relationships: [
          {
            foreignKeyName: 'ticket_messages_ticket_id_fkey';
            columns: ['ticket_id'];
            isOneToOne: false;
            referencedRelation: 'support_tickets';
            referencedColumns: ['id'];
          },
        ];
      };
      ticket_ratings: {
        Row: {
          comment: string | null;
          rated_at: string;
          rated_by: string | null;
          score: number;
          ticket_id: string;
          via: string;
        };
        Insert: {
          comment?: string | null;
          rated_at?: string;
          rated_by?: string | null;
          score: number;
          ticket_id: string;
          via: string;
        };
        Update: {
          comment?: string | null;
          rated_at?: string;
          rated_by?: string | null;
          score?: number;
          ticket_id?: string;
          via?: string;
        };
        Relationships: [
          {
            foreignKeyName: 'ticket_ratings_ticket_id_fkey';
            columns: ['ticket_id'];
            isOneToOne: true;
            referencedRelation: 'support_tickets';
            referencedColumns: ['id'];
          },
        ];
      };
    };
    Views: {
      [_ in never]: never;
    };
    Functions: {
      accept_company_invitation: { Args: { p_token: string }; Returns: Json };
      chat_confirm_transcript: { Args: { p_token: string }; Returns: Json };
      chat_email_transcript: {
        Args: { p_conversation_id: string; p_email: string; p_secret: string };
        Returns: Json;
      };
      chat_leave_message: {
        Args: { p_conversation_id: string; p_email: string; p_secret: string };
        Returns: undefined;
      };
      chat_read: {
        Args: { p_conversation_id: string; p_secret: string };
        Returns: Json;
      };
      chat_send: {
        Args: { p_body: string; p_conversation_id: string; p_secret: string };
        Returns: undefined;
      };
      chat_staff_online: { Args: Record<PropertyKey, never>; Returns: boolean };
      chat_start: {
        Args: { p_language?: string; p_message: string; p_name: string };
        Returns: Json;
      };
      company_invitation_preview: { Args: { p_token: string }; Returns: Json };
      company_members: {
        Args: { p_company_id: string };
        Returns: {
          email: string;
          joined_at: string;
          role: string;
          second_factor_enabled: boolean;
          user_id: string;
        }[];
      };
      create_company: { Args: { p_name: string }; Returns: Json };
      create_company_invitation: {
        Args: {
          p_company_id: string;
          p_email: string;
          p_locale?: string;
          p_role?: string;
        };
        Returns: Json;
      };
      feedback_orphan_files: { Args: { max_rows?: number }; Returns: string[] };
      leave_company: { Args: { p_company_id: string }; Returns: undefined };
      mfa_status: { Args: Record<PropertyKey, never>; Returns: Json };
      my_companies: {
        Args: Record<PropertyKey, never>;
        Returns: {
          id: string;
          joined_at: string;
          name: string;
          require_second_factor: boolean;
          role: string;
          second_factor_enabled: boolean;
        }[];
      };
      outbox_claim: {
        Args: { max_rows?: number };
        Returns: {
          attempt: number;
          body_text: string;
          created_at: string;
          id: number;
          recipient: string;
          subject: string;
        }[];
      };
      outbox_delivered: { Args: { message_id: number }; Returns: undefined };
      outbox_enqueue: {
        Args: {
          body_text: string;
          expires_in?: string;
          not_before?: string;
          recipient: string;
          subject: string;
        };
        Returns: number;
      };
      outbox_failed: {
        Args: { error: string; message_id: number };
        Returns: Json;
      };
      outbox_queue_missed_targets: {
        Args: Record<PropertyKey, never>;
        Returns: number;
      };
      outbox_release: { Args: { message_ids: Json }; Returns: number };
      outbox_stats: {
        Args: Record<PropertyKey, never>;
        Returns: {
          dead_last_day: number;
          oldest_pending_seconds: number;
          pending: number;
        }[];
      };
      rate_ticket: {
        Args: { p_comment?: string; p_score: number; p_ticket_id: string };
        Returns: undefined;
      };
      rate_ticket_by_link: {
        Args: { p_comment?: string; p_score: number; p_token: string };
        Returns: undefined;
      };
      rating_link_ticket: {
        Args: { p_token: string };
        Returns: {
          number: number;
          rated: boolean;
          resolved: boolean;
        }[];
      };
      remove_company_member: {
        Args: { p_company_id: string; p_user_id: string };
        Returns: undefined;
      };
      rename_company: {
        Args: { p_company_id: string; p_name: string };
        Returns: undefined;
      };
      request_mfa_code: { Args: Record<PropertyKey, never>; Returns: Json };
      set_company_member_role: {
        Args: { p_company_id: string; p_role: string; p_user_id: string };
        Returns: undefined;
      };
      set_company_policy: {
        Args: { p_company_id: string; p_require_second_factor: boolean };
        Returns: undefined;
      };
      set_mfa_enabled: {
        Args: { code: string; enabled: boolean };
        Returns: Json;
      };
      staff_chat_presence: { Args: { p_on_duty?: boolean }; Returns: undefined };
      staff_clients: {
        Args: Record<PropertyKey, never>;
        Returns: {
          created_at: string;
          email: string;
          id: string;
          locale: string;
        }[];
      };
      staff_companies: {
        Args: Record<PropertyKey, never>;
        Returns: {
          created_at: string;
          id: string;
          member_count: number;
          name: string;
          open_tickets: number;
          owner_emails: string[];
          projects: number;
          proposals: number;
          require_second_factor: boolean;
        }[];
      };
      staff_create_company: {
        Args: { p_locale?: string; p_name: string; p_owner_email: string };
        Returns: Json;
      };
      staff_response_report: {
        Args: { p_weeks?: number };
        Returns: {
          counted: number;
          missed: number;
          priority: string;
          rated: number;
          rating_sum: number;
          waiting: number;
          week: string;
          within_target: number;
        }[];
      };
      staff_retry_mail: { Args: { message_id: number }; Returns: number };
      staff_undelivered_mail: {
        Args: Record<PropertyKey, never>;
        Returns: {
          attempts: number;
          created_at: string;
          dead_at: string;
          id: number;
          last_error: string;
          reason: string;
          recipient_masked: string;
          retryable: boolean;
          subject: string;
        }[];
      };
      verify_mfa_code: { Args: { code: string }; Returns: Json };
      withdraw_company_invitation: {
        Args: { p_invitation_id: string };
        Returns: undefined;
      };
    };
    Enums: {
      [_ in never]: never;
    };
    CompositeTypes: {
      [_ in never]: never;
    };
  };
};

type DatabaseWithoutInternals = Omit<Database, '__InternalSupabase'>;

type DefaultSchema = DatabaseWithoutInternals[Extract<keyof Database, 'public'>];

export type Tables<
  DefaultSchemaTableNameOrOptions extends
    keyof (DefaultSchema['Tables'] & DefaultSchema['Views']) | { schema: keyof DatabaseWithoutInternals },
  TableName extends (DefaultSchemaTableNameOrOptions extends {
    schema: keyof DatabaseWithoutInternals;
  }
    ? keyof (DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions['schema']]['Tables'] &
        DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions['schema']]['Views'])
    : never) = never,
> = DefaultSchemaTableNameOrOptions extends {
  schema: keyof DatabaseWithoutInternals;
}
  ? (DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions['schema']]['Tables'] &
      DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions['schema']]['Views'])[TableName] extends {
      Row: infer R;
    }
    ? R
    : never
  : DefaultSchemaTableNameOrOptions extends keyof (DefaultSchema['Tables'] & DefaultSchema['Views'])
    ? (DefaultSchema['Tables'] & DefaultSchema['Views'])[DefaultSchemaTableNameOrOptions] extends {
        Row: infer R;
      }
      ? R
      : never
    : never;

export type TablesInsert<
  DefaultSchemaTableNameOrOptions extends keyof DefaultSchema['Tables'] | { schema: keyof DatabaseWithoutInternals },
  TableName extends (DefaultSchemaTableNameOrOptions extends {
    schema: keyof DatabaseWithoutInternals;
  }
    ? keyof DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions['schema']]['Tables']
    : never) = never,
> = DefaultSchemaTableNameOrOptions extends {
  schema: keyof DatabaseWithoutInternals;
}
  ? DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions['schema']]['Tables'][TableName] extends {
      Insert: infer I;
    }
    ? I
    : never
  : DefaultSchemaTableNameOrOptions extends keyof DefaultSchema['Tables']
    ? DefaultSchema['Tables'][DefaultSchemaTableNameOrOptions] extends {
        Insert: infer I;
      }
      ? I
      : never
    : never;

export type TablesUpdate<
  DefaultSchemaTableNameOrOptions extends keyof DefaultSchema['Tables'] | { schema: keyof DatabaseWithoutInternals },
  TableName extends (DefaultSchemaTableNameOrOptions extends {
    schema: keyof DatabaseWithoutInternals;
  }
    ? keyof DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions['schema']]['Tables']
    : never) = never,
> = DefaultSchemaTableNameOrOptions extends {
  schema: keyof DatabaseWithoutInternals;
}
  ? DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions['schema']]['Tables'][TableName] extends {
      Update: infer U;
    }
    ? U
    : never
  : DefaultSchemaTableNameOrOptions extends keyof DefaultSchema['Tables']
    ? DefaultSchema['Tables'][DefaultSchemaTableNameOrOptions] extends {
        Update: infer U;
      }
      ? U
      : never
    : never;

export type Enums<
  DefaultSchemaEnumNameOrOptions extends keyof DefaultSchema['Enums'] | { schema: keyof DatabaseWithoutInternals },
  EnumName extends (DefaultSchemaEnumNameOrOptions extends {
    schema: keyof DatabaseWithoutInternals;
  }
    ? keyof DatabaseWithoutInternals[DefaultSchemaEnumNameOrOptions['schema']]['Enums']
    : never) = never,
> = DefaultSchemaEnumNameOrOptions extends {
  schema: keyof DatabaseWithoutInternals;
}
  ? DatabaseWithoutInternals[DefaultSchemaEnumNameOrOptions['schema']]['Enums'][EnumName]
  : DefaultSchemaEnumNameOrOptions extends keyof DefaultSchema['Enums']
    ? DefaultSchema['Enums'][DefaultSchemaEnumNameOrOptions]
    : never;

export type CompositeTypes<
  PublicCompositeTypeNameOrOptions extends keyof DefaultSchema['CompositeTypes'] | { schema: keyof DatabaseWithoutInternals },
  CompositeTypeName extends (PublicCompositeTypeNameOrOptions extends {
    schema: keyof DatabaseWithoutInternals;
  }
    ? keyof DatabaseWithoutInternals[PublicCompositeTypeNameOrOptions['schema']]['CompositeTypes']
    : never) = never,
> = PublicCompositeTypeNameOrOptions extends {
  schema: keyof DatabaseWithoutInternals;
}
  ? DatabaseWithoutInternals[PublicCompositeTypeNameOrOptions['schema']]['CompositeTypes'][CompositeTypeName]
  : PublicCompositeTypeNameOrOptions extends keyof DefaultSchema['CompositeTypes']
    ? DefaultSchema['CompositeTypes'][PublicCompositeTypeNameOrOptions]
    : never;

export const Constants = {
  public: {
    Enums: {},
  },
} as const;
